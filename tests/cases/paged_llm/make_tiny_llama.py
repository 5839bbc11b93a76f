"""A tiny random Llama for the paged-LLM tests (see README.md); run in the export environment."""
import sys, torch
from sharktank.layers.configs import LlamaHParams, LlamaModelConfig
from sharktank.models.llama.testing import make_random_llama_theta
from sharktank.types import Dataset
torch.manual_seed(7)
hp = LlamaHParams(model_arch="llama", vocab_size=256, context_length=512, embedding_length=64, block_count=1,
                  feed_forward_length=128, attention_head_count=4, attn_head_dim=16, attention_head_count_kv=2,
                  attention_layer_norm_rms_epsilon=1e-5, rope_dimension_count=16, rope_freq_base=500000.0,
                  expert_count=0, expert_used_count=0)
config = LlamaModelConfig(hp=hp, block_seq_stride=16, activation_dtype=torch.float16, attention_dtype=torch.float16)
theta = make_random_llama_theta(config=config, vocab_size=256, dtype_rest=torch.float16, dtype_norm=torch.float32)
Dataset(config.hp.to_gguf_props(), theta).save(sys.argv[1])
